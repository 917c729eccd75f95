import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageKind, RemoteMessages } from '../../src/validation/messages';
import { log } from '../log/logger';

const KINDS: readonly MessageKind[] = ['Required', 'MinLength', 'MaxLength', 'Email', 'pattern'];

export const REMOTE_CONFIG_FILE = 'remote-config.json';

/**
 * Validation texts the operator overrides (spec point 3: remote configuration can
 * carry Error_message for Required, MinLength, MaxLength, Email and pattern).
 * Sources, later wins: <dataDir>/remote-config.json, then env TOTE_ERROR_MESSAGES.
 * Each may be the Error_message object itself or {"Error_message": {...}}.
 * Nothing configured means {}: the client keeps the spec's own texts.
 * Read on every call so an edited file applies without a restart.
 */
export function loadRemoteMessages(dataDir: string, env: NodeJS.ProcessEnv = process.env): RemoteMessages {
  const file = dataDir ? join(dataDir, REMOTE_CONFIG_FILE) : '';
  const fromFile = file && existsSync(file) ? parse(readSafely(file), file) : {};
  const fromEnv = env.TOTE_ERROR_MESSAGES ? parse(env.TOTE_ERROR_MESSAGES, 'TOTE_ERROR_MESSAGES') : {};
  return { ...fromFile, ...fromEnv };
}

function readSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function parse(text: string, source: string): RemoteMessages {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    log.warn(`ignoring ${source}: not valid JSON`);
    return {};
  }
  if (value && typeof value === 'object' && 'Error_message' in value) value = (value as { Error_message: unknown }).Error_message;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const messages: RemoteMessages = {};
  for (const kind of KINDS) {
    const text = (value as Record<string, unknown>)[kind];
    if (typeof text === 'string' && text.trim() !== '') messages[kind] = text;
  }
  return messages;
}
