import * as yup from 'yup';
import { email, mobile } from '../../lib/validators';

/** The member's email and mobile (SPEC §5); a changed one must be verified again. */
export const contactSchema = yup.object({ email: email(), mobile: mobile() });
