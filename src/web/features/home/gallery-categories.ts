// The gallery's categories in the person's language: the home page's enlarged picture and the office's gallery (its
// list, filter and both upload dialogs). Here, with the home page, so its names are in the first paint's catalogue,
// which every page has (the office's too).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GalleryCategory } from '@/shared/gallery';
import { i18n } from '@/web/lib/i18n';

const CATEGORY: Record<GalleryCategory, MessageDescriptor> = {
  general: msg`General`,
  amenity: msg`Amenity`,
  view: msg`View`,
  facility: msg`Facility`,
  event: msg`Event`,
};

/** A stored category in the person's language; an unknown one as stored. */
export const categoryName = (category: string) =>
  category in CATEGORY ? i18n._(CATEGORY[category as GalleryCategory]) : category;
