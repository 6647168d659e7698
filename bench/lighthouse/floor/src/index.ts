// As the shell starts: the entry only loads the federation runtime, which provides the shared singletons, then
// the bootstrap chunk.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
