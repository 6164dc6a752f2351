import { useQuery } from '@tanstack/react-query';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BUILT_IN_GALLERY } from '@/shared/built-in-gallery';
import type { GalleryImage } from '@/shared/gallery';
import { galleryQuery } from '@/web/app/settings';
import { Button } from '@/web/components/ui/button';
import { usePageLoaded } from '@/web/lib/page-loaded';
import { cn } from '@/web/lib/utils';

const AUTO_ADVANCE_MS = 5000;
// The enlarged view (and the dialog code) loads on the first click.
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/**
 * The carousel library, attached to the slides once the page has loaded: until then the first picture
 * shows as it will stay (the slides are plain markup), and the library does not compete with it.
 */
function useCarousel() {
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const loaded = usePageLoaded();
  useEffect(() => {
    if (!loaded) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewport.current) return;
      api = EmblaCarousel(viewport.current, { loop: true });
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
    };
  }, [loaded]);
  return [viewport, embla] as const;
}

export function GalleryCarousel() {
  const gallery = useQuery(galleryQuery);
  const [failed, setFailed] = useState(false);
  const images = !failed && gallery.data?.length ? gallery.data : BUILT_IN_GALLERY;
  const [emblaRef, embla] = useCarousel();
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<GalleryImage | null>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  // Advance every 5 s, pausing while the enlarged view is open.
  useEffect(() => {
    if (!embla || open) return;
    const timer = setInterval(() => embla.scrollNext(), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [embla, open]);

  const onImageError = useCallback(() => {
    if (gallery.data?.length) setFailed(true);
  }, [gallery.data]);

  return (
    <section aria-label="Photo gallery" className="mx-auto max-w-6xl px-4">
      <div className="relative">
        <div className="overflow-hidden rounded-xl shadow-md" ref={emblaRef}>
          <div className="flex">
            {images.map((img, i) => (
              <div key={img.id} className="min-w-0 flex-[0_0_100%]">
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
                    <span className="sr-only">Enlarge </span>
                    <span className="block text-base font-semibold sm:text-xl">{img.title}</span>
                    {img.description ? (
                      <span className="hidden text-sm text-white/85 sm:block">{img.description}</span>
                    ) : null}
                  </span>
                </button>
              </div>
            ))}
          </div>
        </div>
        <Button
          variant="outline"
          size="icon"
          className="absolute left-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-card/80 sm:inline-flex"
          onClick={() => embla?.scrollPrev()}
          aria-label="Previous image"
        >
          <ChevronLeft />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="absolute right-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-card/80 sm:inline-flex"
          onClick={() => embla?.scrollNext()}
          aria-label="Next image"
        >
          <ChevronRight />
        </Button>
      </div>
      <div className="mt-3 flex justify-center gap-1">
        {images.map((img, i) => (
          <button
            type="button"
            key={img.id}
            onClick={() => embla?.scrollTo(i)}
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
        Gallery images can be managed by administrators
      </p>

      {open ? (
        <Suspense fallback={null}>
          <GalleryLightbox image={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
