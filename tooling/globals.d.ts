/** Set by tooling/webpack-app.js (DefinePlugin): the build's release version and federation name. */
declare const __APP_VERSION__: string;
declare const __APP_NAME__: string;
