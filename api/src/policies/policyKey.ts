import { isPolicyKey, type PolicyKey } from '@council/contract';
import { ClientError } from '../http/errors';

/** The page an address names, or a 404 for one the site does not have. */
export function policyKeyOf(key: string): PolicyKey {
  if (!isPolicyKey(key)) {
    throw new ClientError(404, 'There is no such page among the website policies.');
  }
  return key;
}
