import { api } from '../../../lib/api-client';

/** POST /upload-avatar (multipart field `avatar`); answers the path the browser shows the image from. */
export function uploadAvatar(file: File): Promise<{ path: string }> {
  const body = new FormData();
  body.append('avatar', file);
  return api<{ path: string }>('upload-avatar', { method: 'POST', body });
}
