/** The notifications module's public surface: which events people are told of (the rest is its subscriber). */
export { NOTICE_TEMPLATES, type NotifiedEventType } from './notice-templates';
