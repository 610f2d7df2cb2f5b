/**
 * Every user-facing message of the specification, verbatim, in one place.
 * The web app maps error codes to these; it never matches on message text.
 */
export const MESSAGES = {
  // Shell §8: login
  loginBadCredentials: 'Incorrect email or password.',
  loginNoUser: 'No account found with that email.',
  loginNotInvited: 'You have not been invited to register yet.',
  loginUnhandledState: 'Unhandled user state, please try again.',
  loginNoUserObject: 'User sign-in was not successful.',
  loginServerErrorPrefix: 'Server Error: Try again later.',
  // Shell §8: password reset
  resetEmptyEmail: 'Please enter your email address.',
  resetInvalidEmail: 'Please enter a valid email address.',
  tooManyRequests: 'Too many requests. Try again later.',
  resetCheckEmailTitle: 'Check Your Email',
  resetFailed: 'Failed to send password reset email. Please check your email and try again.',
  // Shell §8: registration
  invalidInvitationToken: 'Invalid invitation token',
  invitationValidationFailed: 'Error occured while validating invitation token',
  registerUserAlreadyExists:
    'Email address is already associated with an account. Please use a different email address.',
  registerFailed: 'Error occured while registering.',
  passwordConfirmationMismatch: 'This field is required and needs to be equal with the one above.',
  passwordHint: 'Length 10 or more, a number and a special character.',
  // Shell §8: verify resend
  verifyIncorrectCredentials: 'Incorrect credentials',
  verifyApiError: 'Error occured in the API.',
  // Shell §8: picker
  pickerUserFailed: 'Failed to fetch user data.',
  pickerCampaignFailed: 'Failed to load campaign data. Please try again.',
  pickerNoCampaigns: 'No campaigns found.',
  pickerNoInvitations: 'No invitations found.',
  // Shell §8: session loading
  serverUnavailable: 'The server is currently unavailable. Please try again later.',
  // Shell §2
  unknownPage: "The page you are looking for doesn't exist or has been moved.",
  // Service layer §5 and §8
  emailNotInvited: 'Email not found or not invited',
  passwordsDoNotMatch: 'Passwords do not match',
  nameExists: 'This name is already in use. Please choose a different name.',
  idNotProvided: 'ID was not provided',
  invalidWeek: 'Invalid week parameter',
  areaOrZipRequired: 'Area code or zip code is required',
  noToken: 'No token found',
  tokenMissing: 'Authentication token is missing',
  internalServerError: 'Internal server error',
  voterGroupDeleted: 'Voter group deleted successfully',
  failedToFetchVoterCount: 'Failed to fetch voter count',
  failedToUploadVoterFile: 'Failed to upload voter file',
  failedToGetUploadStatus: 'Failed to get upload status',
  failedToMergeVoterData: 'Failed to merge voter data',
  failedToDeleteVoterGroup: 'Failed to delete voter group',
  surveyNotFound: 'Survey not found',
  failedToFetchSurveys: 'Failed to fetch surveys',
  failedToArchiveSurvey: 'Failed to archive survey',
  failedToCreateSurvey: 'Failed to create survey',
  failedToFetchUser: 'Failed to fetch user',
  failedToUpdateTerms: 'Failed to update user terms',
  failedToRemoveUser: 'Failed to remove user from campaign',
  failedToDeleteUser: 'Failed to delete user from all campaigns and Groundwork',
  anErrorOccurred: 'An error occurred',
  networkResponseNotOk: 'Network response was not ok',
} as const;

/** '<field> was not provided' (service layer §5). */
export const notProvided = (field: string): string => `${field} was not provided`;

/** '<field> must not contain the NUL character (\u0000)': the database cannot store it. */
export const containsNul = (field: string): string => `${field} must not contain the NUL character (\\u0000)`;
