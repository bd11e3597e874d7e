/**
 * The account steps the employee and customer routes share: load a user from its stream,
 * create an invited account, apply an edit, remove. Each write waits for the users read
 * model (read-your-writes) before the route answers.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { changeEmail, emailTaken, removeCredentials } from '@app/core/accounts/credentials';
import { createAccount } from '@app/core/accounts/registerAccount';
import { sendSetPasswordLink } from '@app/core/accounts/setPasswordMail';
import { userDecider, type UserCommand, type UserState } from '@app/core/accounts/userDecider';
import { userStreamId, type Profile, type RoleName } from '@app/core/accounts/userEvents';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { HttpError } from '../http/problems.js';
import { fileOf, IMAGE_TYPES } from '../http/uploads.js';

export type ActiveUser = Extract<UserState, { status: 'active' }>;

const EMAIL_TAKEN = 'The email has already been taken.';
export const emailTakenError = () => new HttpError('validation_failed', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

export interface PersonFields {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  contact_number: string | null;
}

export const profileOf = (body: PersonFields): Profile => ({
  firstName: body.first_name,
  middleName: body.middle_name,
  lastName: body.last_name,
  email: body.email,
  contactNumber: body.contact_number,
});

/**
 * The user's current state from its stream (the write side, never behind), or 404 for an
 * unknown, removed or malformed id, and for one that `accepts` refuses (wrong kind of account).
 */
export async function loadUser(ctx: Pick<ApiContext, 'store'>, id: string, accepts: (user: ActiveUser) => boolean = () => true): Promise<ActiveUser> {
  const state = z.string().uuid().safeParse(id).success ? await loadState(ctx.store, userStreamId(id), userDecider) : undefined;
  if (state?.status !== 'active' || !accepts(state)) throw new HttpError('not_found', 'The account does not exist.');
  return state;
}

export async function runUserCommand(ctx: Pick<ApiContext, 'store' | 'settle'>, req: Request, command: UserCommand): Promise<void> {
  const result = await handleCommand(ctx.store, userStreamId(command.userId), userDecider, command, commandContext(req));
  await ctx.settle(result.append, ['users']);
}

/** The profile picture of a multipart request, checked by its content and stored; undefined when none was sent. */
export async function uploadedPicture(ctx: Pick<ApiContext, 'uploads'>, req: Request): Promise<string | undefined> {
  const file = fileOf(req.files, 'profile_picture');
  return file ? ctx.uploads.store(file, 'profile-pictures', IMAGE_TYPES, 'profile_picture') : undefined;
}

/**
 * An account made by an administrator. It is created WITHOUT a password (the spec's
 * forms take one from the administrator, and its customers got a fixed shared default):
 * a password known to someone else, or shared by every new account, is one nobody can
 * be held to. The owner instead receives a single-use set-password link by e-mail, and
 * cannot sign in until they have used it.
 */
export async function createInvitedAccount(
  ctx: ApiContext,
  req: Request,
  body: PersonFields,
  roles: RoleName[],
  picture: () => Promise<string | undefined> = async () => undefined,
): Promise<string> {
  if (await emailTaken(ctx.pool, body.email)) throw emailTakenError();
  // Stored only once the rest of the input is known good, so a refused form leaves no file.
  const pictureUrl = (await picture()) ?? null;
  const result = await createAccount(
    { pool: ctx.pool, store: ctx.store },
    { email: body.email, password: null, firstName: body.first_name, middleName: body.middle_name, lastName: body.last_name, contactNumber: body.contact_number, roles, picture: pictureUrl },
    commandContext(req),
  );
  if (result.status === 'exists') throw emailTakenError();
  await sendSetPasswordLink(
    { pool: ctx.pool, publicUrl: ctx.config.PUBLIC_URL, validForHours: ctx.config.PASSWORD_LINK_HOURS },
    { userId: result.userId, email: body.email, firstName: body.first_name },
  );
  await ctx.settle(result.append, ['users']);
  return result.userId;
}

/** An administrator's edit: the sign-in e-mail first (unique), then one UpdateAccount decision. */
export async function updateAccount(
  ctx: ApiContext,
  req: Request,
  userId: string,
  body: PersonFields,
  changes: { roles?: RoleName[]; picture?: () => Promise<string | undefined> } = {},
): Promise<void> {
  if (await emailTaken(ctx.pool, body.email, userId)) throw emailTakenError();
  const picture = changes.picture ? await changes.picture() : undefined;
  if (!(await changeEmail(ctx.pool, userId, body.email))) throw emailTakenError();
  await runUserCommand(ctx, req, {
    type: 'UpdateAccount',
    userId,
    profile: profileOf(body),
    ...(changes.roles ? { roles: changes.roles } : {}),
    ...(picture !== undefined ? { picture } : {}),
  });
}

/** Removes the account: the event first (the record of it), then its sign-in and sessions. */
export async function removeAccount(ctx: ApiContext, req: Request, userId: string): Promise<void> {
  await runUserCommand(ctx, req, { type: 'RemoveUser', userId });
  await removeCredentials(ctx.pool, userId);
}
