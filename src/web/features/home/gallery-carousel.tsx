import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BUILT_IN_GALLERY } from '@/shared/built-in-gallery';
import type { GalleryImage } from '@/shared/gallery';
import { useGallery } from '@/web/app/settings';
import { Button } from '@/web/components/ui/button';
import { usePageLoaded } from '@/web/lib/page-loaded';
import { cn } from '@/web/lib/utils';

const AUTO_ADVANCE_MS = 5000;
// The enlarged view (and the dialog code) loads on the first click.
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/**
 * The slides are a row the browser scrolls itself (CSS scroll snap): a finger swipes them natively, and no
 * carousel library is downloaded with the home page. `show(i)` scrolls to a slide, wrapping at either end;
 * `selected` follows the scroll, however it was moved.
 */
function useSlides(count: number) {
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onScroll = () => setSelected(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);
  const show = useCallback(
    (i: number) => {
      const el = viewport.current;
      if (!el || count === 0) return;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left: ((i + count) % count) * el.clientWidth, behavior: still ? 'auto' : 'smooth' });
    },
    [count],
  );
  return { viewport, selected: Math.min(selected, count - 1), show };
}

export function GalleryCarousel() {
  const { t } = useLingui();
  const gallery = useGallery();
  const [failed, setFailed] = useState(false);
  const images = !failed && gallery.data?.length ? gallery.data : BUILT_IN_GALLERY;
  const { viewport, selected, show } = useSlides(images.length);
  const [open, setOpen] = useState<GalleryImage | null>(null);
  const loaded = usePageLoaded();

  // Advance every 5 s once the page has loaded, pausing while the enlarged view is open.
  useEffect(() => {
    if (!loaded || open) return;
    const timer = setInterval(() => show(selected + 1), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [loaded, open, selected, show]);

  const onImageError = useCallback(() => {
    if (gallery.data?.length) setFailed(true);
  }, [gallery.data]);

  return (
    <section aria-label={t`Photo gallery`} className="mx-auto max-w-6xl px-4">
      <div className="relative">
        <div
          ref={viewport}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl shadow-md [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((img, i) => (
            <div key={img.id} className="min-w-0 flex-[0_0_100%] snap-start">
              <button
                type="button"
                onClick={() => setOpen(img)}
                className="group relative block aspect-[16/9] w-full cursor-zoom-in overflow-hidden bg-muted sm:aspect-[21/9]"
              >
                <img
                  src={img.image_url}
                  // Uploads come in a 1600 px web size and a 400 px thumbnail; the original is never served.
                  srcSet={img.thumb_url ? `${img.thumb_url} 400w, ${img.image_url} 1600w` : undefined}
                  sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)"
                  // The caption names the picture (and the button); the first one is the page's largest paint.
                  alt=""
                  width={1600}
                  height={900}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  onError={onImageError}
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 text-left text-white sm:p-6">
                  <span className="sr-only">{t`Enlarge`} </span>
                  <span className="block text-base font-semibold sm:text-xl">{img.title}</span>
                  {img.description ? (
                    <span className="hidden text-sm text-white/85 sm:block">{img.description}</span>
                  ) : null}
                </span>
              </button>
            </div>
          ))}
        </div>
        <Button
          variant="outline"
          size="icon"
          className="absolute left-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-card/80 sm:inline-flex"
          onClick={() => show(selected - 1)}
          aria-label={t`Previous image`}
        >
          <ChevronLeft />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="absolute right-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-card/80 sm:inline-flex"
          onClick={() => show(selected + 1)}
          aria-label={t`Next image`}
        >
          <ChevronRight />
        </Button>
      </div>
      <div className="mt-3 flex justify-center gap-1">
        {images.map((img, i) => (
          <button
            type="button"
            key={img.id}
            onClick={() => show(i)}
            aria-label={`Show image ${i + 1}`}
            aria-current={i === selected}
            className="flex size-6 cursor-pointer items-center justify-center"
          >
            <span
              className={cn(
                'block h-2 rounded-full transition-all',
                i === selected ? 'w-6 bg-primary' : 'w-2 bg-primary/30',
              )}
            />
          </button>
        ))}
      </div>
      <p className="mt-1 text-center text-xs text-muted-foreground">
        {t`Gallery images can be managed by administrators`}
      </p>

      {open ? (
        <Suspense fallback={null}>
          <GalleryLightbox image={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
