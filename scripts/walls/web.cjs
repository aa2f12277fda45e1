/** The web app's walls: filled in as the web app's layers are declared. */
module.exports = { forbidden: [] };
