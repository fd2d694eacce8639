// Unit tests replace the network edge of Module Federation: they register screens here instead
// of loading them from a remote server.
const screens = new Map<string, () => Promise<unknown>>();

export function provideRemoteModule(id: string, load: () => Promise<unknown>): void {
  screens.set(id, load);
}

export function resetRemoteModules(): void {
  screens.clear();
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = screens.get(id);
  if (!load) throw new Error(`Failed to load remote module ${id}`);
  return (await load()) as T;
}

export const registeredRemotes: { name: string; entry: string }[] = [];

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registeredRemotes.splice(0, registeredRemotes.length, ...remotes);
}

export const registeredPlugins: { name: string }[] = [];

/** As the runtime does, a plugin is kept once by its name. */
export function registerPlugins(plugins: { name: string }[]): void {
  for (const plugin of plugins) {
    if (!registeredPlugins.some((kept) => kept.name === plugin.name))
      registeredPlugins.push(plugin);
  }
}
