// Five images that ship with the app (public/gallery): the home page's fallback and the demo seed's rows.
import type { GalleryImage } from './gallery.ts';

export const BUILT_IN_GALLERY: GalleryImage[] = [
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
  thumb_url: null,
  title,
  description,
  category,
  display_order: i,
}));
