import fp from 'fastify-plugin';
import { pickLanguage } from '@hr/contracts';

/** Every message of a response is in the language the request names (Accept-Language: en, ja or vi). */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });
});
