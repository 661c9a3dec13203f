import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, avatarUploadResponse } from '@hr/contracts';
import { AppError } from '../../lib/errors';
import { STORED_NAME } from '../../lib/files';
import { ok } from '../../lib/reply';
import { avatarMissing, avatarTooLarge, type UsersService } from './users.service';

const tags = ['users'];

/** The signed link's query (lib/file-links.ts): session, expiry (Unix seconds), HMAC-SHA256 in base64url. */
const signedLinkQuery = z.strictObject({
  s: z.coerce.number().int().positive().max(2_147_483_647),
  e: z.coerce.number().int().positive().max(99_999_999_999),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

const image = z.string().meta({ format: 'binary', description: 'The image bytes' });

/**
 * `POST /upload-avatar` and `GET /files/avatars/{name}` (reached by the signed links the users service hands out).
 * HTTP only: multipart parsing (registered in this plugin's scope, the 1 MB limit enforced while the file streams
 * in) and headers; the rules are in the users service.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/upload-avatar',
    {
      config: {
        scope: 'the permission flag `user.create` or `user.update`',
        anyPermission: ['user.create', 'user.update'],
        limit: 'upload',
        upload: { field: 'avatar', types: [...AVATAR_MIME_TYPES], maxBytes: AVATAR_MAX_BYTES },
        errors: {
          413: 'The image is over 1 MB (code avatar_too_large)',
          422: 'Not a JPEG or PNG image by content and file name (code avatar_type)',
        },
      },
      schema: {
        tags,
        summary: 'Upload an avatar (field `avatar`; JPEG or PNG by content and extension; at most 1 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarUploadResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw avatarMissing();
      let bytes: Buffer;
      let fileName: string;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'avatar') throw avatarMissing();
        fileName = part.filename;
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
        throw avatarMissing();
      }
      return ok(request, await service.uploadAvatar(request.actor!, { fileName, bytes }), 'success.created');
    },
  );

  app.get(
    '/files/avatars/:name',
    {
      schema: {
        tags,
        summary: 'An avatar, through a signed link (`avatar_url`); 403 once the link expired or its session ended',
        params: z.strictObject({ name: z.string().max(64).regex(STORED_NAME) }),
        querystring: signedLinkQuery,
        produces: [...AVATAR_MIME_TYPES],
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(AVATAR_MIME_TYPES.map((type) => [type, { schema: image }])),
          },
        },
      },
    },
    async (request, reply) => {
      const file = await service.openAvatar(request.params.name, request.query);
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="avatar.${request.params.name.split('.').pop()}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${file.maxAge}`)
        .send(file.stream as never);
    },
  );
};
