import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, avatarUploadResponse, can } from '@hr/contracts';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { avatarUrl, detectImageType, extensionType, type FileStorage, STORED_NAME } from '../../lib/files';
import { ok } from '../../lib/reply';

const tags = ['users'];

const tooLarge = () =>
  new AppError(413, 'avatar_too_large', 'errors.avatar_too_large', {}, { avatar: ['errors.avatar_too_large'] });
const wrongType = () => new AppError(422, 'avatar_type', 'errors.avatar_type', {}, { avatar: ['errors.avatar_type'] });
const missing = () =>
  new AppError(400, 'avatar_missing', 'errors.avatar_missing', {}, { avatar: ['errors.avatar_missing'] });

/**
 * `POST /upload-avatar` and the public `GET /files/avatars/{name}` that serves what it stored. Multipart parsing is
 * registered here only (this plugin's scope), with the 1 MB limit enforced while the file streams in.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{ files: FileStorage }> = async (app, { files }) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/upload-avatar',
    {
      schema: {
        tags,
        summary: 'Upload an avatar (field `avatar`; JPEG or PNG by content and extension; at most 1 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarUploadResponse },
      },
    },
    async (request) => {
      // Either right lets a person pick an avatar: the create and the edit dialog both upload.
      const role = request.actor!.role_id;
      if (!can(role, 'user.create') && !can(role, 'user.update')) throw forbidden();
      if (!request.isMultipart()) throw missing();
      let bytes: Buffer;
      let fileName: string;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'avatar') throw missing();
        fileName = part.filename;
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw missing();
      }
      const byContent = detectImageType(bytes);
      const byName = extensionType(fileName);
      if (!byContent || !byName || byContent.ext !== byName.ext) throw wrongType();
      const name = await files.save('avatars', bytes, byContent.ext);
      return ok(request, { path: avatarUrl(name) }, 'success.created');
    },
  );

  /**
   * Public on purpose (docs/spec-decisions.md): an <img> cannot send a bearer header. Names are 128 random bits,
   * so an avatar can only be fetched by someone who was given its address.
   */
  app.get(
    '/files/avatars/:name',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'An uploaded avatar (public, unguessable name)',
        params: z.strictObject({ name: z.string().regex(STORED_NAME) }),
      },
    },
    async (request, reply) => {
      const file = await files.open('avatars', request.params.name);
      if (!file) throw notFound();
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="avatar.${request.params.name.split('.').pop()}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(file.stream);
    },
  );
};
