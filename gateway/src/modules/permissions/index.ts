/** The permissions module's public surface: what other modules may import (they import nothing deeper). */
export type { PermissionService } from './permission.service';
