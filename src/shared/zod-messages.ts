// zod/mini ships without messages: a rule given none would say a bare "Invalid input". Loading zod's English
// ones keeps what classic zod says ("Invalid input: expected string, received undefined"). Imported for this
// effect by contract.ts (which every shared schema module imports) and by the server's config.
import { en } from 'zod/locales';
import * as z from 'zod/mini';

z.config(en());
