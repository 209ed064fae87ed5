import { API_DOCS } from '@vitrine/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the zod contract, at /pim/portal/api/docs (JSON at .../docs/json). */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Vitrine portal API', version: '1.0.0' },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'Authorization' },
            // The admin API's tokens (vitrine token create <name>): Authorization: Bearer <token>.
            adminToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS });
  },
  { name: 'docs' },
);
