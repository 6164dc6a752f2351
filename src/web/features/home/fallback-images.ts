import type { GalleryImage } from '@/shared/site';

/** Shown when the gallery has no active images or cannot be loaded. */
export const FALLBACK_IMAGES: GalleryImage[] = [
  ['seafront', 'Evening by the sea', 'Our towers at sunset, a short walk from the promenade.', 'view'],
  ['gym', 'Society gymnasium', 'Cardio and free weights, open to members from 6 AM.', 'amenity'],
  ['podium-hall', 'Podium hall', 'Birthdays, pujas and get-togethers for up to 150 guests.', 'facility'],
  ['kids-play-area', 'Kids play area', 'Swings and slides on soft ground, beside the garden.', 'amenity'],
  [
    'multipurpose-court',
    'Multipurpose court',
    'Basketball, badminton and box cricket in the evenings.',
    'facility',
  ],
].map(([file, title, description, category], i) => ({
  id: `builtin-${file}`,
  image_url: `/gallery/${file}.svg`,
  title,
  description,
  category,
  display_order: i,
}));
