import { z } from 'zod';
import { API_BASE, PROFILE_MEDIA_PATH } from '../paths.ts';
import {
  Consent,
  ConsentRequest,
  FeatureList,
  ProfileMedia,
  ProfileUpdate,
  UserProfile,
} from '../profile.ts';
import { route } from './route.ts';

const tags = ['profile'];
/** A profile picture is named by its uuid. */
const PictureParams = z.object({ id: z.uuid() });

/** The signed-in user's own profile, its picture, the features they may use and their consent. */
export const profileRoutes = {
  getProfile: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/profile/',
    operationId: 'getProfile',
    tags,
    summary: 'The signed-in user’s profile',
    answer: UserProfile,
  }),
  updateProfile: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/profile/:id',
    operationId: 'updateProfile',
    tags,
    summary: 'Save the signed-in user’s own profile',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: ProfileUpdate,
    answer: UserProfile,
  }),
  uploadProfilePicture: route({
    method: 'POST',
    base: API_BASE,
    path: PROFILE_MEDIA_PATH,
    operationId: 'uploadProfilePicture',
    tags,
    summary: 'Upload a profile picture (an image part `file`, at most 5 MB)',
    answer: ProfileMedia,
    consumes: ['multipart/form-data'],
  }),
  getProfilePicture: route({
    method: 'GET',
    base: API_BASE,
    path: `${PROFILE_MEDIA_PATH}/:id`,
    operationId: 'getProfilePicture',
    tags,
    summary: 'A profile picture of the signed-in user',
    params: PictureParams,
    answer: { file: ['image/*'] },
  }),
  deleteProfilePicture: route({
    method: 'DELETE',
    base: API_BASE,
    path: `${PROFILE_MEDIA_PATH}/:id`,
    operationId: 'deleteProfilePicture',
    tags,
    summary: 'Remove a profile picture',
    params: PictureParams,
    answer: null,
  }),
  listFeatures: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/profile/feature',
    operationId: 'listFeatures',
    tags,
    summary: 'The features the caller may use (`console` for an administrator: the operator console)',
    answer: FeatureList,
  }),
  getConsent: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/profile/consent',
    operationId: 'getConsent',
    tags,
    summary: 'The consent text and whether the user agreed to it',
    answer: Consent,
  }),
  agreeToConsent: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/profile/consent',
    operationId: 'agreeToConsent',
    tags,
    summary: 'Agree to the current consent text',
    body: ConsentRequest,
    answer: Consent,
  }),
};
