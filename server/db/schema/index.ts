export * from './accounts';
export * from './catalogue';
export * from './catalogueProducts';
export * from './files';
export * from './inventory';
export * from './people';
export * from './services';
export * from './stock';
