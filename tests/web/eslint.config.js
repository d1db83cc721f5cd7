// ESLint's recommended rules over the web client (web/: browser code, ES
// modules) and its tests (tests/web/: node). Run from the repository's root
// (tests/cli/web.sh does):
//     tests/web/node_modules/.bin/eslint -c tests/web/eslint.config.js web tests/web
import js from "@eslint/js";
import globals from "globals";

const common = {
    ecmaVersion: 2022,
    sourceType: "module",
};

const rules = {
    "no-unused-vars": ["error", { args: "none" }],
    eqeqeq: ["error", "always"],
    "no-var": "error",
    "prefer-const": "error",
};

export default [
    { ignores: ["**/node_modules/**"] },
    js.configs.recommended,
    {
        files: ["web/**/*.js"],
        languageOptions: { ...common, globals: { ...globals.browser } },
        rules,
    },
    {
        files: ["tests/web/**/*.js", "tests/web/**/*.mjs"],
        languageOptions: { ...common, globals: { ...globals.node } },
        rules,
    },
];
