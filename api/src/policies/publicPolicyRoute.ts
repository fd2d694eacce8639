import { MessageRef, PolicyKeyParams, PolicyPageWire, PolicyPaths } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { policyKeyOf } from './policyKey';
import { readPolicyPage } from './policyStore';

/** GET PolicyPaths.public.page/{key}: a website policy or help page as the site shows it. */
export function publicPolicyRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    `${PolicyPaths.public.page}/:key`,
    {
      schema: {
        tags: ['Public'],
        summary: 'A website policy or help page (copyright, hyperlinking, terms of use, ...)',
        description:
          'key: copyright-policy, hyperlinking-policy, terms-of-use, disclaimer, ' +
          'accessibility-statement, content-archival-policy or help. The text an admin saved, ' +
          'or else the default text naming the council (edited false). Plain text: paragraphs ' +
          "apart by an empty line, '## ' a heading, '- ' a list item, [words](/path), [words](https://...) or " +
          '[words](mailto:...) a link. ' +
          '404 for any other key.',
        params: PolicyKeyParams,
        response: { 200: PolicyPageWire, 404: MessageRef },
      },
    },
    (request) => readPolicyPage(context, policyKeyOf(request.params.key)),
  );
}
