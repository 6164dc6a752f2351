import type { GalleryImage } from '@/shared/gallery';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { categoryName } from './gallery-categories';

/** Category colours of the spec; any other category gets the default outline. */
const CATEGORY_BADGE: Record<string, BadgeVariant> = {
  view: 'default',
  amenity: 'success',
  facility: 'secondary',
};

export default function GalleryLightbox({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl">
        <img src={image.image_url} alt={image.title} className="w-full rounded-md" />
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle>{image.title}</DialogTitle>
            <Badge variant={CATEGORY_BADGE[image.category] ?? 'outline'}>
              {categoryName(image.category)}
            </Badge>
          </div>
          <DialogDescription>{image.description ?? ''}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
