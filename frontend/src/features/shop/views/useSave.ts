import { useNavigate } from 'react-router';
import type { ServerError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { SHOP_TEXT } from '../text';

/** A mutation payload: the saved record under some key (null when refused), and the refusal's errors. */
type Payload = { errors: readonly ServerError[] } & Record<string, unknown>;

/**
 * Runs a save: on success a toast and the way back to `to`; on a refusal the payload's errors for the form; on a
 * failed request one form-level message.
 */
export function useSave(saved: string, to: string, key: string) {
  const navigate = useNavigate();
  return async (run: () => Promise<Payload | undefined>): Promise<readonly ServerError[]> => {
    let payload: Payload | undefined;
    try {
      payload = await run();
    } catch {
      return [{ field: null, message: SHOP_TEXT.saveFailed }];
    }
    if (payload?.[key]) {
      showToast(saved, 'success');
      void navigate(to);
      return [];
    }
    return payload?.errors.length ? payload.errors : [{ field: null, message: SHOP_TEXT.saveFailed }];
  };
}
