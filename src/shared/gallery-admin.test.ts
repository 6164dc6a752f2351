// The gallery dialogs' rules (admin spec 5), as the browser and the server both apply them.
import { describe, expect, it } from 'vitest';
import {
  GALLERY_ADMIN_TEXT,
  galleryBulkInput,
  galleryImageInput,
  titleFromFileName,
} from './gallery-admin.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0].message;

describe('bulk titles', () => {
  it.each([
    ['Diwali lights.jpg', 'Diwali lights'],
    ['holi.2026.png', 'holi.2026'],
    ['IMG_0042.JPEG', 'IMG_0042'],
    ['no-extension', 'no-extension'],
    ['.webp', '.webp'],
    ['C:\\Users\\office\\lobby.jpg', 'lobby'],
    ['  padded name .jpg', 'padded name'],
  ])('%s becomes %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it('keeps a long name to the title limit', () => {
    expect(titleFromFileName(`${'a'.repeat(150)}.jpg`)).toHaveLength(100);
  });
});

describe('the single image form', () => {
  const valid = { title: 'Lobby', description: '', category: 'amenity', display_order: '4' };

  it('parses the form: order as a whole number, blank description as null', () => {
    expect(galleryImageInput.parse(valid)).toEqual({
      title: 'Lobby',
      description: null,
      category: 'amenity',
      display_order: 4,
    });
  });

  it('defaults the category to general and the order to 0', () => {
    expect(galleryImageInput.parse({ title: 'Lobby', display_order: '' })).toMatchObject({
      category: 'general',
      display_order: 0,
    });
  });

  it.each([
    [{ title: '' }, 'This field is required'],
    [{ title: '<script>x</script>' }, 'Invalid characters detected'],
    [{ category: 'garage' }, GALLERY_ADMIN_TEXT.invalidCategory],
    [{ display_order: '2.5' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ display_order: 'abc' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ display_order: '-1' }, GALLERY_ADMIN_TEXT.invalidOrder],
    [{ display_order: '10000' }, GALLERY_ADMIN_TEXT.invalidOrder],
  ])('refuses %o', (over, message) => {
    expect(firstMessage(galleryImageInput.safeParse({ ...valid, ...over }))).toBe(message);
  });
});

describe('the bulk form', () => {
  it('takes a category and a starting order', () => {
    expect(galleryBulkInput.parse({ category: 'event', start_order: '10' })).toEqual({
      category: 'event',
      start_order: 10,
    });
    expect(galleryBulkInput.parse({})).toEqual({ category: 'general', start_order: 0 });
  });

  it('refuses an unknown category and a fractional start', () => {
    expect(firstMessage(galleryBulkInput.safeParse({ category: 'x' }))).toBe(
      GALLERY_ADMIN_TEXT.invalidCategory,
    );
    expect(firstMessage(galleryBulkInput.safeParse({ start_order: '1.5' }))).toBe(
      GALLERY_ADMIN_TEXT.invalidOrder,
    );
  });
});
