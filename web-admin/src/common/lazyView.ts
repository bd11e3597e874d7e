import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded when it is first shown, as its own chunk: the console's first paint
 * (the login form, the home) does not wait for every list and form of every resource.
 * react-admin's Layout renders its pages inside a Suspense boundary. A row's dialogs load
 * the same way at their first opening (under their own Suspense), so a list's first rows
 * wait for none of their code.
 */
export function lazyView<Props extends object, Name extends string>(load: () => Promise<{ [K in Name]: ComponentType<Props> }>, name: Name) {
  return lazy<ComponentType<Props>>(() => load().then((module) => ({ default: module[name] })));
}
