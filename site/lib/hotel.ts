import { shareImagePath, type ShareFit } from '../../contracts/share-image.ts';
export interface FileRef {
  file_path: string;
  file_name: string;
}

/** SPEC §3 download address: {file-server}/crs/download/100/100/{file_path}{file_name}, via this origin. */
export function fileUrl(file: FileRef): string {
  return `/crs/download/100/100/${file.file_path}${file.file_name}`;
}

/** A page's picture for link previews: a 1200×630 PNG made from the stored picture (issue 29, point 3; contracts/share-image.ts). */
export function shareImageUrl(origin: string, file: FileRef, fit: ShareFit = 'cover'): string {
  return `${origin}${shareImagePath(fileUrl(file), fit)!}`;
}

export { hotelLocation } from '../../design-system/format/hotelLocation.ts';

export { hotelName } from '../../shared/lib/hotelName.ts';
