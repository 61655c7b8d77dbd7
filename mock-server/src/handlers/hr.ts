// Handlers of the hr domain (HR: employees and their archive sections, enrolment, resignation, regularisation, contracts, candidates). One export per operationId; see docs/adding-an-endpoint.md.
export {};
