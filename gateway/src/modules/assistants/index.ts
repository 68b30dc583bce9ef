/** The assistants module's public surface: what other modules may import (they import nothing deeper). */
export { Assistant } from './assistant.entity';
