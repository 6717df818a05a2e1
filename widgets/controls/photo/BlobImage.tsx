import { useCallback } from 'react';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  className?: string;
}

/** An image drawn from bytes in memory; its object URL lives exactly as long as the element shows it. */
export function BlobImage({ blob, alt, className }: BlobImageProps) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} className={className} alt={alt} />;
}
