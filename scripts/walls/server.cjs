/** The server's walls: filled in as the server's layers are declared. */
module.exports = { forbidden: [] };
