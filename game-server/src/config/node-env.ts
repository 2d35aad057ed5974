// A file of its own: the config reader and the payments config both name it, and the reader imports the
// payments config.
export type NodeEnv = 'development' | 'test' | 'production';
