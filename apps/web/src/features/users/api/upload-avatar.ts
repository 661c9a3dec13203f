import { api } from '../../../lib/api-client';

/** POST /upload-avatar (multipart field `avatar`): the stored path a save sends, and a signed link to preview it. */
export function uploadAvatar(file: File): Promise<{ path: string; url: string }> {
  const body = new FormData();
  body.append('avatar', file);
  return api<{ path: string; url: string }>('upload-avatar', { method: 'POST', body });
}
