export interface FileRef {
  file_path: string;
  file_name: string;
}

/** SPEC §3 download address: {file-server}/crs/download/100/100/{file_path}{file_name}, via this origin. */
export function fileUrl(file: FileRef): string {
  return `/crs/download/100/100/${file.file_path}${file.file_name}`;
}

export { hotelLocation } from '../../design-system/format/hotelLocation.ts';

export { hotelName } from '../../shared/lib/hotelName.ts';
