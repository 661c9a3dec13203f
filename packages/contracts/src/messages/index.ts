import type { Language } from '../languages';
import { en, type Messages } from './en';
import { ja } from './ja';
import { vi } from './vi';

export type { Messages };
export const MESSAGES: Record<Language, Messages> = { en, ja, vi };

/** Looks up `a.b` in a language's catalog and fills `{{name}}` placeholders; unknown keys come back unchanged. */
export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  let node: unknown = MESSAGES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  if (!node.includes('{{')) return node;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
