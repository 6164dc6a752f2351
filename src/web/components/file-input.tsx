// A file picker for private attachments: checks extension and size before anything is sent, and clears
// itself when it refuses a file (the server checks both again, by content). A file over the limit goes to
// lib/fit-upload.ts, downloaded only then: a photo is made smaller to fit, a PDF gets advice.
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FILE_TOO_LARGE_200KB, UPLOAD_LIMIT_200KB } from '@/shared/contract';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { Button } from './ui/button';
import { Field } from './ui/field';
import { Input } from './ui/input';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();
const formatSize = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

export function FileInput({
  label,
  accept,
  file,
  onFileChange,
  hint,
  maxBytes = UPLOAD_LIMIT_200KB,
  tooLargeMessage = FILE_TOO_LARGE_200KB,
}: {
  label: ReactNode;
  /** Comma-separated extensions, e.g. ".pdf,.jpg". */
  accept: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  hint?: ReactNode;
  maxBytes?: number;
  tooLargeMessage?: string;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLInputElement>(null);
  const [fitting, setFitting] = useState(false);
  // A parent that drops the file (after a submit, or on refusal) empties the native input too.
  useEffect(() => {
    if (!file && ref.current) ref.current.value = '';
  }, [file]);

  const refuse = () => {
    if (ref.current) ref.current.value = '';
    onFileChange(null);
  };

  async function fitTooLarge(big: File) {
    refuse();
    setFitting(true);
    const tooLarge = inLanguage(tooLargeMessage);
    const fitted = await import('@/web/lib/fit-upload').then(
      (m) => m.fitUpload(big, maxBytes, tooLarge),
      () => void toast.error(t`File too large`, { description: tooLarge }),
    );
    setFitting(false);
    if (fitted) onFileChange(fitted);
  }

  const pick = (picked: File | undefined) => {
    if (!picked) return onFileChange(null);
    const allowed = accept.split(',').map((e) => e.trim().toLowerCase());
    if (!allowed.includes(extensionOf(picked.name))) {
      const types = allowed.map((e) => e.slice(1).toUpperCase()).join(', ');
      toast.error(t`Invalid file type`, { description: t`Please choose a ${types} file` });
      refuse();
    } else if (picked.size > maxBytes) void fitTooLarge(picked);
    else onFileChange(picked);
  };

  return (
    <Field label={label} hint={hint}>
      {(p) => (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center gap-2">
            <Input
              {...p}
              ref={ref}
              type="file"
              accept={accept}
              className="min-w-0 flex-1 cursor-pointer py-1.5"
              onChange={(e) => pick(e.target.files?.[0])}
            />
            {file ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove file`}
                onClick={() => onFileChange(null)}
              >
                <X />
              </Button>
            ) : null}
          </div>
          {fitting ? (
            <p className="text-xs text-muted-foreground" role="status">
              {t`Making the photo smaller…`}
            </p>
          ) : file ? (
            <p className="truncate text-xs text-muted-foreground">
              {file.name} · {formatSize(file.size)}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
