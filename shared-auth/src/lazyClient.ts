import type {
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';

/** An interceptor's handlers, as axios takes them. */
type Handlers<V> = [
  onFulfilled?: ((value: V) => V | Promise<V>) | null,
  onRejected?: ((error: unknown) => unknown) | null,
];

/** Adds and removes interceptors whether or not the axios instance exists yet. */
export interface Interceptors<V> {
  use(...handlers: Handlers<V>): number;
  eject(id: number): void;
}

/**
 * The part of an axios instance the site uses. The instance itself, and axios with it, is made
 * at the first call: axios is a chunk of its own, which a page that asks the API nothing (a
 * server-rendered public page) never loads.
 */
export interface ApiClient extends Pick<
  AxiosInstance,
  'request' | 'get' | 'delete' | 'post' | 'put' | 'patch'
> {
  readonly defaults: { baseURL?: string };
  readonly interceptors: {
    request: Interceptors<InternalAxiosRequestConfig>;
    response: Interceptors<AxiosResponse>;
  };
  /**
   * Runs `setUp` on the axios instance before any call goes through it: at its creation, or at
   * once when it exists. For what needs axios itself (its adapters, its headers class).
   */
  whenLoaded(setUp: (instance: AxiosInstance, axios: AxiosStatic) => void): void;
}

/**
 * Interceptors kept until the instance exists, then added to it in the order they came (axios
 * runs request interceptors last added first, so the order is part of what they do).
 */
function lazyInterceptors<V>() {
  let nextId = 0;
  const waiting = new Map<number, Handlers<V>>();
  const added = new Map<number, number>();
  let target: Interceptors<V> | null = null;
  return {
    use(...handlers: Handlers<V>): number {
      const id = nextId++;
      if (target) added.set(id, target.use(...handlers));
      else waiting.set(id, handlers);
      return id;
    },
    eject(id: number): void {
      waiting.delete(id);
      const own = added.get(id);
      if (target && own !== undefined) target.eject(own);
      added.delete(id);
    },
    attach(to: Interceptors<V>): void {
      target = to;
      for (const [id, handlers] of waiting) added.set(id, to.use(...handlers));
      waiting.clear();
    },
  };
}

/** A client whose axios comes from `load` at its first call (or first `whenLoaded` use). */
export function lazyClient(load: () => Promise<AxiosStatic>): ApiClient {
  let baseURL: string | undefined;
  let instance: AxiosInstance | null = null;
  let library: AxiosStatic | null = null;
  let loading: Promise<AxiosInstance> | null = null;
  const setUps: ((instance: AxiosInstance, axios: AxiosStatic) => void)[] = [];
  const requestInterceptors = lazyInterceptors<InternalAxiosRequestConfig>();
  const responseInterceptors = lazyInterceptors<AxiosResponse>();

  function create(axios: AxiosStatic): AxiosInstance {
    const created = axios.create({ baseURL });
    requestInterceptors.attach(created.interceptors.request);
    responseInterceptors.attach(created.interceptors.response);
    instance = created;
    library = axios;
    for (const setUp of setUps.splice(0)) setUp(created, axios);
    return created;
  }

  function loaded(): Promise<AxiosInstance> {
    loading ??= load().then(create, (error: unknown) => {
      // A chunk that failed to load (the network dropped) is asked for again at the next call.
      loading = null;
      throw error;
    });
    return loading;
  }

  return {
    defaults: {
      get baseURL() {
        return baseURL;
      },
      set baseURL(value) {
        baseURL = value;
        if (instance) instance.defaults.baseURL = value;
      },
    },
    interceptors: { request: requestInterceptors, response: responseInterceptors },
    whenLoaded(setUp) {
      if (instance && library) setUp(instance, library);
      else setUps.push(setUp);
    },
    request: <T, R, D>(config: AxiosRequestConfig<D>) =>
      loaded().then((client) => client.request<T, R, D>(config)),
    get: <T, R, D>(url: string, config?: AxiosRequestConfig<D>) =>
      loaded().then((client) => client.get<T, R, D>(url, config)),
    delete: <T, R, D>(url: string, config?: AxiosRequestConfig<D>) =>
      loaded().then((client) => client.delete<T, R, D>(url, config)),
    post: <T, R, D>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      loaded().then((client) => client.post<T, R, D>(url, data, config)),
    put: <T, R, D>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      loaded().then((client) => client.put<T, R, D>(url, data, config)),
    patch: <T, R, D>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      loaded().then((client) => client.patch<T, R, D>(url, data, config)),
  };
}
