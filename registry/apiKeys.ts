import type { Action, ModuleName } from './modules';

/** What an API key may do: some actions in one module (docs/areas/api-keys.md). */
export interface ApiKeyScope {
  module: ModuleName;
  actions: Action[];
}

/** Every key starts so, for people and secret scanners to recognise it. */
export const API_KEY_PREFIX = 'slk_live_';

/** How many characters of a key a list shows (the prefix and a few more), never the rest. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;

/** A key as its list shows it: never the key itself. */
export interface ApiKeyDocument {
  _id: string;
  businessId: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The reply of creating a key: the document and, this once, the key. */
export interface CreatedApiKey extends ApiKeyDocument {
  key: string;
}

/** Whether the scopes hold `action` in `module`. */
export const scopeAllows = (scopes: readonly ApiKeyScope[], module: ModuleName, action: Action) =>
  scopes.some((scope) => scope.module === module && scope.actions.includes(action));
