import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ScreenDeclaration } from '@council/site-config/node';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import { siteConfigFromEnv } from '../siteConfig';
import { makeBuiltApp } from './builtApp';

/** A screen as a remote publishes it, public unless `extra` says otherwise; titled by its path. */
export const aScreen = (
  screenPath: string,
  module = './Page',
  extra: Partial<ScreenDeclaration> = {},
): ScreenDeclaration => ({
  path: screenPath,
  module,
  access: 'public',
  title: { en: screenPath },
  ...extra,
});

/** A remote's server on a throwaway build whose screens.json can be redeployed. */
export class PublishingRemote {
  app!: FastifyInstance;
  root!: string;
  statuses: number[] = [];
  private remove!: () => void;

  async start(screens: unknown): Promise<this> {
    const built = makeBuiltApp({ 'screens.json': JSON.stringify(screens) });
    this.root = built.root;
    this.remove = built.remove;
    this.app = await buildServer({
      kind: 'remote',
      root: this.root,
      config: siteConfigFromEnv({}),
    });
    this.app.addHook('onResponse', async (request, reply) => {
      if (request.url === '/screens.json') this.statuses.push(reply.statusCode);
    });
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    return this;
  }

  get entry(): string {
    return `http://127.0.0.1:${(this.app.server.address() as AddressInfo).port}/remoteEntry.js`;
  }

  /** A new build's list, in place of the old one. */
  redeploy(content: string): void {
    writeFileSync(path.join(this.root, 'screens.json'), content);
  }

  async stop(): Promise<void> {
    await this.app.close();
    this.remove();
  }
}
