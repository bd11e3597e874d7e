/**
 * A request's form as a page keeps it in state: the named fields of the contract's request
 * type, each as the text its input holds. A field the contract renames, drops or stops
 * taking as text fails the type check here.
 */
export type TextForm<Request, Field extends keyof Request> = { [K in Field]-?: Extract<Request[K], string> };
