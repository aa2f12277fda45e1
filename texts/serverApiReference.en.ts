/**
 * The API reference page's words (`GET /v1/docs`, docs/areas/openapi.md). Server-only, merged by
 * server/http/catalogues.ts.
 */
export const serverApiReferenceEnglish = {
  saluni: {
    apiReference: {
      title: 'Saluni API reference',
      intro: 'Every call of the API, grouped by area. The same description, as OpenAPI 3.1:',
      document: 'the OpenAPI document',
      areas: 'Areas',
      whoMayCall: 'Who may call',
      parameters: 'Parameters',
      requestBody: 'Request body',
      replies: 'Replies',
      required: 'required',
      optional: 'optional',
      records: 'Records',
      access: {
        public: 'Anyone',
        signedIn: 'Any signed-in user',
        member: 'Any member of the business',
        module: 'A member whose role may %{action} in %{module} (owners and admins always)',
      },
    },
  },
};
