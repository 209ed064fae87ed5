/** Attributes, their options and attribute sets, translated per locale. */
export { attributeRoutes } from './attribute.routes.ts';
export { attributeIndex, type AttributeIndex } from './attribute.service.ts';
