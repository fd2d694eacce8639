// The build of sweetalert2 without its CSS injected at run time (the site's CSP allows no inline
// <style>); its stylesheet is imported as a file instead. Same API as the package's main entry.
declare module 'sweetalert2/dist/sweetalert2.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
