import { allowedRenditions, isAllowedRendition } from '@vitrine/contract/rendition-url';
import { badRequest } from '../../lib/errors.ts';
import type { RenditionRequest } from './rendition.service.ts';

/**
 * Refuses a rendition that is not one of the contract's presets or cart sizes: each distinct
 * combination would be converted and stored, so the set the portal draws is the only one offered.
 */
export function assertPreset(request: RenditionRequest): void {
  if (isAllowedRendition(request)) return;
  throw badRequest(
    `This rendition is not offered. ${allowedRenditions()}`,
    undefined,
    'rendition_not_allowed',
  );
}
