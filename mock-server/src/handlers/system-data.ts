// Handlers of the system-data domain (departments (beyond the core tree), positions, dictionaries edits, categories, check rules). One export per operationId; see docs/adding-an-endpoint.md.
export {};
