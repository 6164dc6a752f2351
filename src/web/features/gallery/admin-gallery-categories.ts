// The gallery's categories as the office reads them (the list, its filter and both upload dialogs).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GalleryCategory } from '@/shared/gallery-admin';
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
