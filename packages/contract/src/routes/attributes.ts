import { z } from 'zod';
import { AttributeList, AttributeSet, AttributeSetQuery } from '../catalogue.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

/** Attributes (options, units, help texts) and the attribute sets a product's values are grouped in. */
export const attributeRoutes = {
  listAttributes: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/attribute/',
    operationId: 'listAttributes',
    tags: ['catalogue'],
    summary: 'Attributes with options, units and help texts',
    query: z.object({
      filters: z.object({ name: z.union([z.string(), z.array(z.string())]).optional() }).optional(),
    }),
    answer: AttributeList,
  }),
  listAttributeSets: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/attribute-set/',
    operationId: 'listAttributeSets',
    tags: ['catalogue'],
    summary: 'Attribute sets with their attributes; filters[id] keeps one',
    query: AttributeSetQuery,
    answer: z.array(AttributeSet),
  }),
};
