/** The API contract shared with every front-end: error codes, limits, schemas. */
export * from './errors.ts';
export * from './limits.ts';
export * from './student-account-rules.ts';
export * from './schemas.ts';
export * from './lessons.ts';
export * from './file-block.ts';
export * from './file-block-rules.ts';
export * from './rich-text.ts';
export * from './video.ts';
export * from './custom-games.ts';
export * from './game-block.ts';
export * from './games.ts';
export * from './reactions.ts';
export * from './reaction-rules.ts';
export * from './stored-content.ts';
export * from './lti.ts';
export * from './game-registry.ts';
