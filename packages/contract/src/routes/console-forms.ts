import { z } from 'zod';
import { Id } from '../common.ts';
import {
  ConsoleFormCategory,
  ConsoleFormCategoryList,
  ConsoleFormCategoryWrite,
  ConsoleFormDetail,
  ConsoleFormList,
} from '../console-form-views.ts';
import { BuilderForm } from '../console-forms.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;
const byId = z.object({ id: Id });

/** The forms builder: forms and form categories (administrators only). */
export const consoleFormRoutes = {
  listConsoleForms: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/forms',
    operationId: 'listConsoleForms',
    tags,
    summary:
      'Every form, active or not, in list order: its name here, category, window, recurrence, and how ' +
      'many fields, assignments and results it has',
    answer: ConsoleFormList,
    errors,
  }),
  getConsoleForm: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/forms/:id',
    operationId: 'getConsoleForm',
    tags,
    summary:
      'One form as the builder edits it: every language\u2019s texts, its fields and options by id, its audience',
    params: byId,
    answer: ConsoleFormDetail,
    errors: [...errors, 404],
  }),
  createConsoleForm: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/forms',
    operationId: 'createConsoleForm',
    tags,
    summary: 'Makes a form with its fields, options, window and audience, in one transaction',
    body: BuilderForm,
    answer: ConsoleFormDetail,
    errors,
  }),
  changeConsoleForm: route({
    method: 'PUT',
    base: API_BASE,
    path: '/private/console/forms/:id',
    operationId: 'changeConsoleForm',
    tags,
    summary:
      'Replaces a form: fields and options sent with their id keep it; a field or option left out ' +
      'is deleted, or kept out of sight when results name it, so sent results stay readable',
    params: byId,
    body: BuilderForm,
    answer: ConsoleFormDetail,
    errors: [...errors, 404],
  }),
  deleteConsoleForm: route({
    method: 'DELETE',
    base: API_BASE,
    path: '/private/console/forms/:id',
    operationId: 'deleteConsoleForm',
    tags,
    summary: 'Deletes a form without results (409 when people sent results: switch it off instead)',
    params: byId,
    answer: null,
    errors: [...errors, 404, 409],
  }),
  listConsoleFormCategories: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/form-categories',
    operationId: 'listConsoleFormCategories',
    tags,
    summary: 'Every form category in order, with its names by locale and how many forms it holds',
    answer: ConsoleFormCategoryList,
    errors,
  }),
  createConsoleFormCategory: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/form-categories',
    operationId: 'createConsoleFormCategory',
    tags,
    summary: 'Makes a form category',
    body: ConsoleFormCategoryWrite,
    answer: ConsoleFormCategory,
    errors,
  }),
  changeConsoleFormCategory: route({
    method: 'PUT',
    base: API_BASE,
    path: '/private/console/form-categories/:id',
    operationId: 'changeConsoleFormCategory',
    tags,
    summary: 'Renames or moves a form category (every name replaced)',
    params: byId,
    body: ConsoleFormCategoryWrite,
    answer: ConsoleFormCategory,
    errors: [...errors, 404],
  }),
  deleteConsoleFormCategory: route({
    method: 'DELETE',
    base: API_BASE,
    path: '/private/console/form-categories/:id',
    operationId: 'deleteConsoleFormCategory',
    tags,
    summary: 'Deletes a form category; its forms stay, without a category',
    params: byId,
    answer: null,
    errors: [...errors, 404],
  }),
};
