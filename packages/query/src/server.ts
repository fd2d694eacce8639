// What only a server render needs, apart from the shared entry so that no page carries it.
export { dehydrate } from '@tanstack/react-query';
